import { describe, expect, it } from 'vitest';
import { isKnownRoute, knownRoutes, matchRoute } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'home', {}],
    ['/shop', 'shop', {}],
    ['/shop/p-12/dog-food', 'product', { id: 'p-12', slug: 'dog-food' }],
    ['/news', 'news', {}],
    ['/news/fireworks/fireworks-and-anxious-pets', 'newsItem', { id: 'fireworks', slug: 'fireworks-and-anxious-pets' }],
    ['/contact', 'contact', {}],
    ['/book-appointment', 'booking', {}],
    ['/checkout', 'checkout', {}],
    ['/subscriptions', 'subscriptions', {}],
    ['/pay-online', 'payOnline', {}],
    ['/fundraiser', 'fundraiser', {}],
    ['/register', 'register', {}],
    ['/account', 'account', {}],
    ['/account/pets', 'accountSection', { section: 'pets' }],
    ['/desk', 'desk', {}],
    ['/clinic/hamilton', 'clinic', { slug: 'hamilton' }],
    ['/farm/item/dairy', 'service', { group: 'farm', slug: 'dairy' }],
    ['/info/terms-conditions', 'terms', {}],
    ['/sign-in', 'signIn', {}],
    ['/logout', 'logout', {}],
    ['/404', 'notFound', {}],
    ['/photo-share/7b0d-11', 'photoShare', { id: '7b0d-11' }],
    ['/widgets', 'widgets', {}],
    ['/about-us', 'page', { slug: 'about-us' }],
    ['/Book-Appointment/?step=2', 'booking', {}],
    ['/SHOP/', 'shop', {}],
  ])('%s is the %s route', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it.each(['/a/b', '/news/only-id', '/shop/1/2/3', '/account/a/b'])('%s matches no route', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('known routes', () => {
  const known = knownRoutes(['about-us', 'farm-services'], ['/pets/item/dogs-and-cats']);

  it.each([
    ['/about-us', true],
    ['/About-Us', true],
    ['/about-us/', true],
    ['/about-us?ref=mail', true],
    ['/farm-services#enquiry', true],
    ['/pets/item/dogs-and-cats', true],
    ['/account/pets', true],
    ['/clinic/anything', true],
    ['/shop', true],
    ['/about', false],
    ['/about-us/team', false],
    ['/nowhere', false],
  ])('%s is known: %s', (path, expected) => {
    expect(isKnownRoute(path, known)).toBe(expected);
  });
});
