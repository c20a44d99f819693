import { afterEach, describe, expect, it } from 'vitest';
import { readSite } from './site';

function setMeta(name: string, content: string) {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  tag.dataset.test = '';
  document.head.append(tag);
}

afterEach(() => document.head.querySelectorAll('meta[data-test]').forEach((m) => m.remove()));

describe('site settings from the page', () => {
  it('defaults to the reference content service on the portal origin', () => {
    expect(readSite().contentBase).toBe(`${location.origin}/content/api`);
    expect(readSite().vetId).toBe('tui-vets');
  });

  it('points the content client at another CMS and vet group when the page says so', () => {
    setMeta('content-api', 'https://cms.example.nz/api/');
    setMeta('vet-id', 'kea-vets');
    setMeta('account-menu-omit', 'Feedback, Linked Accounts');
    const site = readSite();
    expect(site.contentBase).toBe('https://cms.example.nz/api');
    expect(site.vetId).toBe('kea-vets');
    expect(site.accountMenuOmit).toEqual(['Feedback', 'Linked Accounts']);
  });
});
