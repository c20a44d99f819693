import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { plainText, RichText, safeHref } from './RichText';

describe('<RichText>', () => {
  const value = [
    { type: 'heading-one', children: [{ text: 'Title' }] },
    { type: 'paragraph', children: [{ text: 'Plain ' }, { text: 'bold', bold: true }, { text: ' and ' }, { text: 'italic', italic: true }] },
    {
      type: 'ol',
      children: [
        { type: 'li', children: [{ text: 'one' }] },
        { type: 'li', children: [{ text: 'two' }] },
      ],
    },
    { type: 'paragraph', children: [{ type: 'link', url: '/contact', children: [{ text: 'site link' }] }] },
    { type: 'paragraph', children: [{ type: 'link', url: 'https://example.org', children: [{ text: 'external' }] }] },
    { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'evil' }] }] },
    { type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)>' }] },
    'not a node',
    null,
  ];

  it('renders Slate elements as React elements', () => {
    const { container } = render(<RichText value={value} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'site link' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: /^external/ }).getAttribute('rel')).toContain('noopener');
  });

  it('renders an inline image with its alt text', () => {
    render(<RichText value={[{ type: 'image', url: 'http://cms.test/api/media/file/cat.jpg', alt: 'A cat asleep', width: 800, height: 600 }]} />);
    const image = screen.getByRole('img', { name: 'A cat asleep' });
    expect(image.getAttribute('src')).toBe('http://cms.test/api/media/file/cat.jpg');
    expect(image.getAttribute('width')).toBe('800');
    render(<RichText value={[{ type: 'image', url: 'javascript:alert(1)', alt: 'evil' }]} />);
    expect(screen.queryByRole('img', { name: 'evil' })).toBeNull();
  });

  it('never renders markup from text, nor unsafe links', () => {
    const { container } = render(<RichText value={value} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
    expect(screen.getByText('evil')).toBeTruthy();
  });

  // Portal pages are rendered on the server too: the same rules in its HTML.
  it('never puts markup from text, nor unsafe links, into the server-rendered HTML', () => {
    const html = renderToString(<RichText value={value} />);
    expect(html).not.toMatch(/<img|href="javascript:/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="/contact"');
  });

  it.each([
    ['/x', '/x'],
    ['#anchor', '#anchor'],
    ['https://a.nz', 'https://a.nz'],
    ['mailto:a@b.nz', 'mailto:a@b.nz'],
    ['tel:078560140', 'tel:078560140'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example', null],
    ['', null],
    [42, null],
  ])('safeHref(%j) is %j', (url, expected) => expect(safeHref(url)).toBe(expected));

  it('gives the plain words for summaries', () => {
    expect(plainText(value.slice(0, 2))).toBe('Title Plain bold and italic');
  });
});

describe('<RichText> with the CMS’s rich text', () => {
  it('renders a Lexical state from Payload 3 as it renders Slate', async () => {
    const v = await import('valibot');
    const { RichTextSchema } = await import('../shared/content/richText');
    const { lexicalElement, lexicalState, lexicalText: text } = await import('../shared/content/lexicalFixture');
    const state = lexicalState([
      lexicalElement('heading', [text('Vaccination week')], { tag: 'h1' }),
      lexicalElement('paragraph', [text('Bring your '), text('vaccination card', 1)]),
      lexicalElement('paragraph', [lexicalElement('link', [text('evil')], { fields: { url: 'javascript:alert(1)' } })]),
    ]);
    render(<RichText value={v.parse(RichTextSchema, state)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vaccination week' })).toBeTruthy();
    expect(screen.getByText('vaccination card').tagName).toBe('STRONG');
    expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
  });
});
