import { NOT_FOUND_PAGE, PAGE_ROUTES, findRoute, type PageRoute } from '../config/routes';
import { SITE } from '../config/site';

/** A tag of a page's <head> that depends on the page. */
interface HeadTag {
  readonly tag: 'title' | 'meta' | 'link';
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

/**
 * Every tag of a page's <head> that depends on the page, written once from the route table: a
 * route's page, or the not-found page.
 */
function headTagsOf(route: PageRoute | undefined): readonly HeadTag[] {
  if (!route) {
    return [
      { tag: 'title', attributes: {}, text: NOT_FOUND_PAGE.title },
      { tag: 'meta', attributes: { name: 'description', content: NOT_FOUND_PAGE.description } },
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    ];
  }
  const url = new URL(route.path, SITE.origin).href;
  return [
    { tag: 'title', attributes: {}, text: route.title },
    { tag: 'meta', attributes: { name: 'description', content: route.description } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'meta', attributes: { property: 'og:title', content: route.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: route.description } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
  ];
}

/** The page's head tags, as the prerender step writes them into each page's file. */
export function PageHead({ pathname }: { pathname: string }) {
  return (
    <>
      {headTagsOf(findRoute(pathname)).map(({ tag: Tag, attributes, text }) => (
        <Tag key={JSON.stringify(attributes)} {...attributes}>
          {text}
        </Tag>
      ))}
    </>
  );
}

/** Finds the tag in a head that plays this tag's part: the title, or the meta or link of its kind. */
function selectorOf({ tag, attributes }: HeadTag): string {
  const [key, value] = ['name', 'property', 'rel']
    .map((name) => [name, attributes[name]])
    .find(([, value]) => value !== undefined) ?? [undefined, undefined];
  return key === undefined ? tag : `${tag}[${key}="${value}"]`;
}

/** Every head tag some page has, so that a page without one (the not-found page's canonical link) drops it. */
const PAGE_HEAD_SELECTOR = [
  ...new Set([...PAGE_ROUTES, undefined].flatMap((route) => headTagsOf(route).map(selectorOf))),
].join(', ');

/**
 * Puts a page's head tags into the document after a client-side navigation, in place of the last
 * page's. The first page's are already there, prerendered: the head is left alone when it matches.
 */
export function applyPageHead(head: HTMLHeadElement, pathname: string): void {
  const current = [...head.querySelectorAll(PAGE_HEAD_SELECTOR)];
  const wanted = headTagsOf(findRoute(pathname)).map(({ tag, attributes, text }) => {
    const element = head.ownerDocument.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    return element;
  });
  const same =
    current.length === wanted.length &&
    current.every((element, at) => element.isEqualNode(wanted[at] ?? null));
  if (same) return;
  const anchor = current[0];
  if (anchor) anchor.before(...wanted);
  else head.append(...wanted);
  for (const element of current) element.remove();
}
