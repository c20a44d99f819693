import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, safeHref, type SlateNode } from './RichText';

describe('<RichText>', () => {
  it('renders paragraphs, headings, marks and lists', () => {
    const nodes: SlateNode[] = [
      { type: 'heading-one', children: [{ text: 'Before you come' }] },
      {
        type: 'paragraph',
        children: [{ text: 'Bring ' }, { text: 'your pet', bold: true }, { text: ' on a ', italic: true }, { text: 'lead', underline: true }],
      },
      {
        type: 'ul',
        children: [
          { type: 'li', children: [{ text: 'Vaccination card' }] },
          { type: 'li', children: [{ text: 'Medicines' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'First' }] }] },
    ];
    const { container } = render(<RichText nodes={nodes} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Before you come' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('your pet');
    expect(container.querySelector('em')?.textContent).toBe(' on a ');
    expect(container.querySelector('u')?.textContent).toBe('lead');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Vaccination card', 'Medicines', 'First']);
  });

  it('keeps safe links and opens web links in a new tab', () => {
    render(
      <RichText
        nodes={[
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: 'https://tuivets.example.nz/faq', children: [{ text: 'FAQ' }] },
              { type: 'link', url: 'tel:078381234', children: [{ text: 'Call us' }] },
              { type: 'link', url: 'mailto:hello@tuivets.example.nz', children: [{ text: 'Email us' }] },
            ],
          },
        ]}
      />,
    );
    const faq = screen.getByRole('link', { name: /^FAQ\s*\(opens in a new tab\)$/ });
    expect(faq.getAttribute('href')).toBe('https://tuivets.example.nz/faq');
    expect(faq.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:078381234');
    expect(screen.getByRole('link', { name: 'Email us' }).getAttribute('href')).toBe('mailto:hello@tuivets.example.nz');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', 'vbscript:x', ' java script:1', 42])(
    'renders a link to %s as plain text',
    (url) => {
      render(<RichText nodes={[{ type: 'link', url, children: [{ text: 'Click' }] }]} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Click')).toBeTruthy();
    },
  );

  it('never turns text into markup, and keeps only the text of unknown elements', () => {
    const { container } = render(
      <RichText
        nodes={[
          { type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)><script>alert(1)</script>' }] },
          { type: 'iframe', src: 'https://evil.example', children: [{ text: 'inner' }] },
        ]}
      />,
    );
    expect(container.querySelector('img, script, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('inner');
  });

  it('renders nothing for empty or malformed values', () => {
    const { container } = render(
      <>
        <RichText nodes={[]} />
        <RichText nodes={null} />
        <RichText nodes={'oops' as unknown as SlateNode[]} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('allows http(s), mailto, tel and paths on the same site', () => {
    expect(safeHref('HTTPS://x.nz')).toBe('HTTPS://x.nz');
    expect(safeHref('/relative')).toBe('/relative');
    expect(safeHref('//other.site/x')).toBeNull();
    expect(safeHref('https://x.nz/a b')).toBeNull();
    expect(safeHref('https://x.nz/"onmouseover=')).toBeNull();
  });
});
