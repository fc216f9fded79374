/**
 * The rich-text toolbar's commands, on the selection inside the editor's root. Written here on
 * the DOM's Range (document.execCommand is deprecated, writes differently per browser and is
 * missing in jsdom): each writes only tags of the member site's allow-list (strong, em, u, ul,
 * ol, li, p, a).
 */
export type Mark = 'strong' | 'em' | 'u';
export type ListTag = 'ul' | 'ol';

/** A mark and the older tag that means the same (b for strong, i for em). */
const MARK_TAGS: Record<Mark, string[]> = { strong: ['strong', 'b'], em: ['em', 'i'], u: ['u'] };
/** What "clear formatting" takes away: inline formatting and links (lists and paragraphs stay). */
const INLINE_FORMAT = ['strong', 'b', 'em', 'i', 'u', 'a', 'span', 'small', 'sub', 'sup', 'font'];
const BLOCKS = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'blockquote'];

const isElement = (node: Node | null): node is HTMLElement => node?.nodeType === 1;
const tagOf = (node: Node) => (isElement(node) ? node.tagName.toLowerCase() : '');

/** The selection's range when it lies inside root. */
export function rangeIn(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

/** The nearest element of one of these tags holding node, below root. */
function closestIn(node: Node, root: HTMLElement, tags: string[]): HTMLElement | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (tags.includes(tagOf(at))) return at as HTMLElement;
  }
  return null;
}

/** Replaces an element by its children. */
function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function select(root: HTMLElement, first: Node, last: Node): void {
  const selection = root.ownerDocument.getSelection();
  if (!selection) return;
  const range = root.ownerDocument.createRange();
  range.setStart(first, 0);
  range.setEnd(last, last.nodeType === 3 ? (last as Text).length : last.childNodes.length);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The selected parts of text nodes, each split off into a text node of its own (the selection's
 * first and last text nodes may be selected in part).
 */
function selectedTexts(root: HTMLElement, range: Range): Text[] {
  const { startContainer, startOffset, endContainer, endOffset } = range;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (node.length > 0 && range.intersectsNode(node)) texts.push(node);
  }
  return texts
    .map((node) => {
      const end = node === endContainer ? endOffset : node.length;
      const start = node === startContainer ? startOffset : 0;
      if (end <= start) return null;
      if (end < node.length) node.splitText(end);
      return start > 0 ? node.splitText(start) : node;
    })
    .filter((node): node is Text => node !== null);
}

/** Wraps each selected text in an element made by `make`; answers the texts wrapped. */
function wrapTexts(root: HTMLElement, range: Range, make: () => HTMLElement): Text[] {
  const texts = selectedTexts(root, range);
  for (const text of texts) {
    const wrapper = make();
    text.parentNode?.insertBefore(wrapper, text);
    wrapper.appendChild(text);
  }
  return texts;
}

/**
 * Bold, italic or underline: the selection gets the mark, or loses it when all of it has it
 * already (the marked elements it touches are unwrapped). Answers whether anything changed.
 */
export function toggleMark(root: HTMLElement, mark: Mark): boolean {
  const range = rangeIn(root);
  if (!range || range.collapsed) return false;
  const tags = MARK_TAGS[mark];
  const texts = selectedTexts(root, range);
  if (texts.length === 0) return false;
  const marked = texts.map((text) => closestIn(text, root, tags));
  if (marked.every((element) => element !== null)) {
    for (const element of new Set(marked)) unwrap(element);
  } else {
    for (const [index, text] of texts.entries()) {
      if (marked[index]) continue;
      const wrapper = root.ownerDocument.createElement(mark);
      text.parentNode?.insertBefore(wrapper, text);
      wrapper.appendChild(text);
    }
  }
  select(root, texts[0] as Text, texts.at(-1) as Text);
  return true;
}

/** The top-level nodes of root the range touches (the caret's one when it is collapsed). */
function topLevel(root: HTMLElement, range: Range): Node[] {
  return [...root.childNodes].filter(
    (node) =>
      range.intersectsNode(node) ||
      node.contains(range.startContainer) ||
      node.contains(range.endContainer),
  );
}

/**
 * A bulleted (ul) or numbered (ol) list: the lines the selection touches become its items; in a
 * list of that kind already, its items go back to paragraphs; in the other kind, the list
 * changes kind.
 */
export function toggleList(root: HTMLElement, tag: ListTag): boolean {
  const range = rangeIn(root);
  if (!range) return false;
  const doc = root.ownerDocument;
  const list = closestIn(range.commonAncestorContainer, root, ['ul', 'ol']);
  if (list) {
    if (tagOf(list) === tag) {
      for (const item of [...list.children]) {
        const paragraph = doc.createElement('p');
        while (item.firstChild) paragraph.appendChild(item.firstChild);
        list.parentNode?.insertBefore(paragraph, list);
      }
      list.remove();
    } else {
      const other = doc.createElement(tag);
      while (list.firstChild) other.appendChild(list.firstChild);
      list.replaceWith(other);
    }
    return true;
  }
  const nodes = topLevel(root, range);
  if (nodes.length === 0) {
    // An empty editor: a list with one empty item to type in.
    const fresh = doc.createElement(tag);
    fresh.appendChild(doc.createElement('li')).appendChild(doc.createElement('br'));
    root.appendChild(fresh);
    return true;
  }
  const fresh = doc.createElement(tag);
  let item: HTMLElement | null = null;
  const newItem = () => fresh.appendChild(doc.createElement('li'));
  root.insertBefore(fresh, nodes[0] as Node);
  for (const node of nodes) {
    const name = tagOf(node);
    if (BLOCKS.includes(name)) {
      const whole = newItem();
      while (node.firstChild) whole.appendChild(node.firstChild);
      node.parentNode?.removeChild(node);
      item = null;
    } else if (name === 'ul' || name === 'ol') {
      while (node.firstChild) fresh.appendChild(node.firstChild);
      node.parentNode?.removeChild(node);
      item = null;
    } else if (name === 'br') {
      // A line break ends the item of the line before it.
      node.parentNode?.removeChild(node);
      item = null;
    } else {
      item = item ?? newItem();
      item.appendChild(node);
    }
  }
  return true;
}

/**
 * A link: the selected text links to href (or the link the caret is in points there now); with
 * no text selected, the address itself is inserted as the link's text. A null href unlinks.
 */
export function setLink(root: HTMLElement, href: string | null): boolean {
  const range = rangeIn(root);
  if (!range) return false;
  const doc = root.ownerDocument;
  const inLink = closestIn(range.commonAncestorContainer, root, ['a']);
  if (inLink) {
    if (href === null) unwrap(inLink);
    else inLink.setAttribute('href', href);
    return true;
  }
  if (href === null) {
    const links = [...root.querySelectorAll('a')].filter((link) => range.intersectsNode(link));
    links.forEach(unwrap);
    return links.length > 0;
  }
  const make = () => {
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    return link;
  };
  if (range.collapsed) {
    const link = make();
    link.textContent = href;
    range.insertNode(link);
    select(root, link, link);
    return true;
  }
  const texts = wrapTexts(root, range, make);
  if (texts.length > 0) select(root, texts[0] as Text, texts.at(-1) as Text);
  return texts.length > 0;
}

/** The address of the link the selection is in, if any (the link dialog starts from it). */
export function linkAt(root: HTMLElement): string | null {
  const range = rangeIn(root);
  const link = range && closestIn(range.commonAncestorContainer, root, ['a']);
  return link ? link.getAttribute('href') : null;
}

/** Clear formatting: bold, italic, underline, links and spans the selection touches are unwrapped. */
export function clearFormatting(root: HTMLElement): boolean {
  const range = rangeIn(root);
  if (!range) return false;
  const touched = new Set<Element>();
  for (const element of root.querySelectorAll(INLINE_FORMAT.join(','))) {
    if (range.intersectsNode(element)) touched.add(element);
  }
  for (let at: Node | null = range.commonAncestorContainer; at && at !== root; at = at.parentNode) {
    if (INLINE_FORMAT.includes(tagOf(at))) touched.add(at as Element);
  }
  touched.forEach(unwrap);
  for (const block of root.querySelectorAll('[style]')) {
    if (range.intersectsNode(block)) block.removeAttribute('style');
  }
  root.normalize();
  return touched.size > 0;
}
