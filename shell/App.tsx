// The portal: header, breadcrumbs, the page for the current route, footer, toasts.
import { Link } from './router/Link';
import { useEffect } from 'react';
import type { ContentClient } from '../shared/content';
import { ContentProvider } from './content/ContentContext';
import { Breadcrumbs } from './layout/Breadcrumbs';
import { EmergencyBanner, HeaderBanner, SubscriptionBanner } from './layout/ContentBanner';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { NewsDetailPage } from './news/NewsDetailPage';
import { NewsListPage } from './news/NewsListPage';
import { AccountPage } from './pages/AccountPage';
import { BookingPreview } from './pages/BookingPreview';
import { LogoutPage, SignInPage } from './pages/AuthPages';
import { ClinicPage } from './pages/ClinicPage';
import { DeskPage } from './pages/DeskPage';
import { DynamicPage, HomePage, NOT_FOUND_PATH, PageBySlug } from './pages/ContentPage';
import { PreviewPage } from './pages/PreviewPage';
import { FlowPage } from './pages/FlowPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PhotoSharePage } from './pages/PhotoSharePage';
import { ProductPage } from './pages/ProductPage';
import { ServicePage } from './pages/ServicePage';
import { TermsPage } from './pages/TermsPage';
import { pageShown } from './islands';
import { useLocation, type Location } from './router/history';
import { Redirect } from './router/Redirect';
import { matchRoute } from './router/routes';
import { WidgetsPage } from './widgets/WidgetsPage';

/** The spec: 'Origin is 'Contact Us Page' on the page'. */
export const CONTACT_PAGE_ORIGIN = 'Contact Us Page';

export function RouteView({ location }: { location: Location }) {
  const { pathname, search } = location;
  const match = matchRoute(pathname);
  if (!match) return <Redirect to={NOT_FOUND_PATH} />;
  const p = match.params;
  switch (match.name) {
    case 'home':
      return <HomePage />;
    case 'page':
      return <DynamicPage pathname={pathname} slug={p.slug!} />;
    case 'shop':
      return (
        <FlowPage route="/shop" title="Shop" tag="vet-shop" header={<HeaderBanner name="shop header" fallbackTitle="Shop" />} after={<SubscriptionBanner />} />
      );
    case 'product':
      return <ProductPage id={p.id!} slug={p.slug!} pathname={pathname} />;
    case 'news':
      return <NewsListPage search={search} />;
    case 'newsItem':
      return <NewsDetailPage key={p.id} id={p.id!} slug={p.slug!} pathname={pathname} />;
    case 'contact':
      return (
        <FlowPage
          route="/contact"
          title="Contact us"
          tag="vet-contact-form"
          attributes={{ origin: CONTACT_PAGE_ORIGIN }}
          header={<HeaderBanner name="contact header" fallbackTitle="Contact us" />}
          before={<EmergencyBanner />}
        />
      );
    case 'booking':
      // No portal emergency banner here: the booking flow shows its own emergency notice
      // (from the booking config) at the top of its first step, and two would repeat it.
      // Back on its first step goes back in history (shell/islands).
      return (
        <FlowPage
          route="/book-appointment"
          title="Book an appointment"
          tag="vet-booking"
          attributes={{ 'back-url': '/', ...bookingPrefill(search) }}
          preview={<BookingPreview />}
          after={
            // The older request flow (a preferred day, confirmed by the clinic) is a content
            // page using its tag: offered to those the online times do not suit.
            <p className="px-4 pb-12 text-center text-muted">
              No time that suits?{' '}
              <Link href={REQUEST_APPOINTMENT_PATH} className="font-semibold text-primary underline">
                Request an appointment
              </Link>{' '}
              and the clinic will confirm a time with you.
            </p>
          }
        />
      );
    case 'manageBooking':
      return <ManageBookingPage search={search} />;
    case 'checkout':
      return <FlowPage route="/checkout" title="Checkout" tag="vet-checkout" attributes={{ 'hide-heading': 'true' }} />;
    case 'subscriptions':
      return <FlowPage route="/subscriptions" title="Subscriptions" tag="vet-subscriptions" />;
    case 'payOnline':
      return <FlowPage route="/pay-online" title="Pay online" tag="vet-pay-online" attributes={{ 'information-slug': 'pay-online', 'hide-heading': 'true' }} />;
    case 'fundraiser':
      return <FlowPage route="/fundraiser" title="Fundraiser" tag="vet-fundraiser" />;
    case 'register':
      // The register content page (text and the widget) when there is one.
      return <RegisterPage />;
    case 'account':
      return <Redirect to="/account/details" />;
    case 'accountSection':
      return <AccountPage section={p.section!} pathname={pathname} />;
    case 'desk':
      return <DeskPage />;
    case 'clinic':
      return <ClinicPage key={p.slug} slug={p.slug!} pathname={pathname} />;
    case 'service':
      return <ServicePage key={p.slug} slug={p.slug!} pathname={pathname} />;
    case 'terms':
      return <TermsPage pathname={pathname} />;
    case 'signIn':
      return <SignInPage search={search} />;
    case 'logout':
      return <LogoutPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'photoShare':
      return <PhotoSharePage id={p.id!} pathname={pathname} />;
    case 'widgets':
      return <WidgetsPage search={search} />;
    case 'preview':
      return <PreviewPage key={`${p.collection}/${p.id}`} collection={p.collection!} id={p.id!} search={search} />;
  }
}

/**
 * A link may open the booking flow prefilled (a vaccination reminder's: ?clinic=&species=&pet=&type=).
 * A malformed value is left out, so a mangled link still opens the flow, just less filled in.
 */
export function bookingPrefill(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const attributes: Record<string, string> = {};
  const take = (param: string, attribute: string, valid: RegExp) => {
    const value = params.get(param)?.trim() ?? '';
    if (valid.test(value)) attributes[attribute] = value;
  };
  take('vetId', 'vet-id', /^[a-z0-9][a-z0-9-]{0,63}$/);
  take('clinic', 'clinic', /^[a-z0-9][a-z0-9-]{0,63}$/i);
  take('species', 'species', /^\d{1,9}$/);
  take('pet', 'pet-name', /^[\p{L}\p{M}\p{N}' .-]{1,100}$/u);
  take('type', 'appointment-type', /^\d{1,9}$/);
  return attributes;
}

/**
 * The link in a booking's emails: ?token= opens that booking, ?vetId= names its group (a
 * clinic site's booking of another group than the portal's own still opens here).
 */
function ManageBookingPage({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const vetId = params.get('vetId') ?? '';
  return (
    <FlowPage
      route="/manage-booking"
      title="Manage your booking"
      tag="vet-manage-booking"
      attributes={{ 'booking-token': params.get('token') ?? '', ...(/^[a-z0-9][a-z0-9-]{0,63}$/.test(vetId) ? { 'vet-id': vetId } : {}) }}
    />
  );
}

function RegisterPage() {
  return <PageBySlug slug="register" route="/register" fallback={<FlowPage route="/register" title="Register" tag="vet-registration" />} />;
}

export const REQUEST_APPOINTMENT_PATH = '/request-appointment';

export function Layout({ location }: { location: Location }) {
  const { pathname } = location;
  const match = matchRoute(pathname);
  const plain = match?.name === 'home' || match?.name === 'notFound' || match?.name === 'signIn' || match?.name === 'logout';
  return (
    <div className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <Header pathname={pathname} />
      {!plain && <Breadcrumbs pathname={pathname} />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A new page is a new tree: no state leaks from one route to the next. */}
        <RouteView key={pathname} location={location} />
      </main>
      <Footer />
    </div>
  );
}

export function App({ client }: { client?: ContentClient }) {
  const location = useLocation();
  // Signed in or not (the header's menus), the linking prompt and a message left by the
  // previous page: asked again on each page the app shows (shell/islands).
  useEffect(() => pageShown(location.pathname), [location.pathname]);
  return (
    <ContentProvider client={client}>
      <Layout location={location} />
    </ContentProvider>
  );
}
