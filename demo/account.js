// The site keeps the account on this one page: menu links switch the section (and the
// address, ?section=pets) instead of going to the portal's /account/… paths.
const account = document.querySelector('vet-account');
const show = (section) => account.setAttribute('section', section || 'details');
show(new URLSearchParams(location.search).get('section'));
account.addEventListener('vet-account:navigate', (event) => {
  const match = /^\/account\/([\w-]+)/.exec(event.detail.href);
  if (!match) return;
  event.preventDefault();
  show(match[1]);
  history.pushState(null, '', `?section=${match[1]}`);
});
addEventListener('popstate', () => show(new URLSearchParams(location.search).get('section')));
