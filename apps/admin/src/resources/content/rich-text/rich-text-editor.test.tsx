import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '@/shared/storage';
import { renderConsole } from '@/testing/render-console';
import { clearFormatting, setLink, toggleList, toggleMark } from './commands';
import { RichTextEditor } from './rich-text-editor';
import { sanitise } from './sanitize';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The editor in a form field's place: it holds the value it reports. */
function Harness({ initial, onChange }: { initial: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Body"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderEditor(initial: string, onChange?: (html: string) => void) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  renderConsole('/editor', <Harness initial={initial} onChange={onChange} />);
  return screen.getByRole('textbox', { name: 'Body' });
}

/** Selects characters [start, end) of an element's first text node. */
function selectText(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function area(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

describe('the rich-text editor', () => {
  it('previews what members see: the script and the onerror of the source are gone', () => {
    renderEditor('');
    fireEvent.click(screen.getByText('HTML'));
    const source = screen.getByRole('textbox', { name: 'Body (HTML)' });
    fireEvent.change(source, {
      target: {
        value:
          '<p>Hi <b>all</b></p><script>window.pwned=1</script><img src="/media/x.png" onerror="window.pwned=2">',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('member-preview');
    expect(preview.innerHTML).toBe('<p>Hi <b>all</b></p><img src="/media/x.png">');
    expect(preview.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('Members do not see: script, img[onerror]')).toBeInTheDocument();
    // The source keeps what the operator wrote: the server stores it as is.
    expect(screen.getByTestId('value').textContent).toContain('<script>');
    // Nor does the editing area (hidden in source mode) hold anything that could run.
    const editing = document.querySelector('.rte-area') as HTMLElement;
    expect(editing.querySelector('script, [onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('makes the selection bold with the toolbar’s button', () => {
    const onChange = vi.fn();
    const editing = renderEditor('<p>Hello world</p>', onChange);
    selectText(editing.querySelector('p')?.firstChild as Node, 6, 11);
    fireEvent.click(screen.getByRole('button', { name: 'Bold (Ctrl+B)' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello <strong>world</strong></p>');
    // Pressed again on the same selection, the mark goes.
    fireEvent.click(screen.getByRole('button', { name: 'Bold (Ctrl+B)' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
  });

  it('sanitises as the member site does: its allow-list and its link rule', () => {
    expect(sanitise('<a href="javascript:alert(1)">x</a>').html).toBe('<a>x</a>');
    expect(sanitise('<a href="https://example.org">x</a>').html).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitise('<p style="color:red" class="c">x</p>').html).toBe('<p>x</p>');
    expect(sanitise('<p>x</p>').removed).toEqual([]);
  });
});

describe('the toolbar’s commands', () => {
  it('wrap a selection across paragraphs in one mark per text and take it off again', () => {
    const root = area('<p>one two</p><p>three</p>');
    const range = document.createRange();
    range.setStart(root.querySelector('p')?.firstChild as Node, 4);
    range.setEnd(root.querySelectorAll('p')[1]?.firstChild as Node, 5);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    expect(toggleMark(root, 'em')).toBe(true);
    expect(root.innerHTML).toBe('<p>one <em>two</em></p><p><em>three</em></p>');
    toggleMark(root, 'em');
    expect(root.innerHTML).toBe('<p>one two</p><p>three</p>');
    root.remove();
  });

  it('turn lines into a list, change its kind, and back to paragraphs', () => {
    const root = area('<p>first</p><p>second</p>');
    const range = document.createRange();
    range.selectNodeContents(root);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    toggleList(root, 'ul');
    expect(root.innerHTML).toBe('<ul><li>first</li><li>second</li></ul>');
    selectText(root.querySelector('li')?.firstChild as Node, 0, 1);
    toggleList(root, 'ol');
    expect(root.innerHTML).toBe('<ol><li>first</li><li>second</li></ol>');
    selectText(root.querySelector('li')?.firstChild as Node, 0, 1);
    toggleList(root, 'ol');
    expect(root.innerHTML).toBe('<p>first</p><p>second</p>');
    root.remove();
  });

  it('link the selection, and clear its formatting', () => {
    const root = area('<p>see <b>the rules</b></p>');
    selectText(root.querySelector('b')?.firstChild as Node, 4, 9);
    setLink(root, '/m/help');
    expect(root.innerHTML).toBe('<p>see <b>the <a href="/m/help">rules</a></b></p>');
    selectText(root.querySelector('a')?.firstChild as Node, 0, 5);
    clearFormatting(root);
    expect(root.innerHTML).toBe('<p>see the rules</p>');
    root.remove();
  });
});
