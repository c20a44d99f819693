// Pages that are flows: a heading, optional banners around it, and the widget's tag.
import type { ReactNode } from 'react';
import { pageTitle, useHead } from '../seo';
import { Widget, type WidgetAttributes } from '../ui/Widget';
import { PageHeading } from './PageHeading';

export function FlowPage({
  route,
  title,
  headTitle,
  tag,
  attributes,
  header,
  before,
  after,
  preview,
}: {
  route: string;
  title: string;
  /** The document title when it is not the heading (a product page: the product's name). */
  headTitle?: string | undefined;
  tag: string;
  attributes?: WidgetAttributes;
  /** Replaces the plain heading (a content banner with the h1). */
  header?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  /** What the tag shows until its flow's code has run (the flow may keep showing it until its first step is ready). */
  preview?: ReactNode;
}) {
  useHead(route, { title: pageTitle(headTitle ?? title) });
  return (
    <>
      {header ?? <PageHeading title={title} />}
      {before}
      {/* The widget renders after its code and data arrive: the room it will take is held
          from the start, so the footer does not jump down under the reader (layout shift). */}
      <div className="min-h-[75vh] px-4 py-10 sm:py-14">
        <div className="mx-auto max-w-6xl">
          <Widget tag={tag} attributes={attributes}>
            {preview}
          </Widget>
        </div>
      </div>
      {after}
    </>
  );
}
