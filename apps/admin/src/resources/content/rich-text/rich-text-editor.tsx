import { useTranslate } from '@refinedev/core';
import { SAFE_HTML_URI } from '@app/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Segmented, Tooltip, Typography } from 'antd';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  clearFormatting,
  linkAt,
  rangeIn,
  setLink,
  toggleList,
  toggleMark,
  type ListTag,
  type Mark,
} from './commands';
import { sanitise } from './sanitize';
import './rich-text.css';

type Props = {
  /** The HTML (antd's Form.Item passes value and onChange). */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  /** The field's name, for the editing area's accessible name. */
  label?: string;
  /** Whether the form shows the field in error (antd passes it as aria-invalid on the control). */
  'aria-invalid'?: boolean | 'true' | 'false';
};

type Mode = 'visual' | 'source';

type ToolProps = { title: string; disabled: boolean; onClick: () => void; children: ReactNode };

/** A toolbar button; pressing it leaves the editing area's selection where it is. */
function Tool({ title, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.6}>
      <Button
        size="small"
        type="text"
        aria-label={title}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** What the editing area holds, as HTML; an area left with nothing visible in it is ''. */
function htmlOf(root: HTMLElement): string {
  const empty = root.textContent.trim() === '' && !root.querySelector('img,hr,table');
  return empty ? '' : root.innerHTML;
}

/**
 * A small editor for HTML members read (notices, popups, help entries, inbox messages): an
 * editing area with a toolbar (bold, italic, underline, lists, link, clear formatting), the HTML
 * source, and a preview of exactly what a member is shown: the HTML sanitised as the member site
 * does (the contracts' allow-list). The editing area itself only ever holds sanitised HTML, so
 * nothing an operator wrote can run in the console.
 */
export function RichTextEditor({ value = '', onChange, id, label, ...rest }: Props) {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  /** The HTML the editing area last reported: a value that is not it came from elsewhere. */
  const reported = useRef<string | null>(null);
  const [mode, setMode] = useState<Mode>('visual');
  const [isPreviewing, setPreviewing] = useState(false);
  const [linking, setLinking] = useState<{ range: Range; isEdit: boolean }>();
  const [linkForm] = Form.useForm<{ href: string }>();
  const isVisual = mode === 'visual';
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';

  // A value from outside (the item opened, the source edited) is shown sanitised.
  useLayoutEffect(() => {
    const area = root.current;
    if (!area || value === reported.current) return;
    area.innerHTML = sanitise(value).html;
    reported.current = value;
  }, [value]);

  const report = () => {
    const area = root.current;
    if (!area) return;
    const html = htmlOf(area);
    reported.current = html;
    onChange?.(html);
  };

  const run = (command: (area: HTMLElement) => boolean) => {
    const area = root.current;
    if (!area) return;
    if (!rangeIn(area)) area.focus();
    if (command(area)) report();
  };

  const mark = (which: Mark) => run((area) => toggleMark(area, which));
  const list = (tag: ListTag) => run((area) => toggleList(area, tag));

  const openLink = () => {
    const area = root.current;
    const range = area && rangeIn(area);
    if (!area || !range) return;
    const current = linkAt(area);
    setLinking({ range: range.cloneRange(), isEdit: current !== null });
    linkForm.setFieldsValue({ href: current ?? 'https://' });
  };

  const applyLink = (href: string | null) => {
    const area = root.current;
    if (!area || !linking) return;
    const selection = area.ownerDocument.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(linking.range);
    if (setLink(area, href)) report();
    setLinking(undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const shortcuts: Record<string, Mark> = { b: 'strong', i: 'em', u: 'u' };
    const which = shortcuts[key];
    if (which) {
      event.preventDefault();
      mark(which);
    }
  };

  // Pasted HTML (from a word processor, a web page) goes in sanitised: no styles, classes, scripts.
  const onPaste = (event: ClipboardEvent) => {
    const area = root.current;
    const range = area && rangeIn(area);
    if (!area || !range) return;
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const plain = event.clipboardData.getData('text/plain');
    const fragment = html
      ? range.createContextualFragment(sanitise(html).html)
      : area.ownerDocument.createTextNode(plain);
    range.deleteContents();
    const last = fragment.lastChild ?? fragment;
    range.insertNode(fragment);
    range.setStartAfter(last);
    range.collapse(true);
    report();
  };

  const preview = useMemo(
    () => (isPreviewing ? sanitise(value) : undefined),
    [isPreviewing, value],
  );

  return (
    <div className={`rte${invalid ? ' rte-invalid' : ''}`}>
      <Flex className="rte-toolbar" wrap align="center" gap={2}>
        <Tool
          title={t('content.editor.strong')}
          disabled={!isVisual}
          onClick={() => mark('strong')}
        >
          <b>B</b>
        </Tool>
        <Tool title={t('content.editor.italic')} disabled={!isVisual} onClick={() => mark('em')}>
          <i>I</i>
        </Tool>
        <Tool title={t('content.editor.underline')} disabled={!isVisual} onClick={() => mark('u')}>
          <u>U</u>
        </Tool>
        <span className="rte-gap" />
        <Tool title={t('content.editor.bulleted')} disabled={!isVisual} onClick={() => list('ul')}>
          •≡
        </Tool>
        <Tool title={t('content.editor.numbered')} disabled={!isVisual} onClick={() => list('ol')}>
          1≡
        </Tool>
        <Tool title={t('content.editor.addLink')} disabled={!isVisual} onClick={openLink}>
          {t('content.editor.linkShort')}
        </Tool>
        <Tool
          title={t('content.editor.clear')}
          disabled={!isVisual}
          onClick={() => run(clearFormatting)}
        >
          <span className="rte-clear">T</span>
        </Tool>
        <Flex gap={8} align="center" style={{ marginLeft: 'auto' }}>
          <Segmented<Mode>
            size="small"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'visual', label: t('content.editor.visual') },
              { value: 'source', label: t('content.editor.source') },
            ]}
          />
          <Button
            size="small"
            type={isPreviewing ? 'primary' : 'default'}
            aria-pressed={isPreviewing}
            onClick={() => setPreviewing(!isPreviewing)}
          >
            {t('content.editor.preview')}
          </Button>
        </Flex>
      </Flex>
      <div
        ref={root}
        id={mode === 'visual' ? id : undefined}
        className="rte-area rich-text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        aria-label={label}
        hidden={mode !== 'visual'}
        onInput={report}
        onBlur={report}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {mode === 'source' && (
        <Input.TextArea
          id={id}
          className="rte-source"
          aria-label={`${label ?? ''} (${t('content.editor.source')})`}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: 8, maxRows: 24 }}
          spellCheck={false}
        />
      )}
      {preview && (
        <section className="rte-preview" aria-label={t('content.editor.previewTitle')}>
          <Typography.Text type="secondary" className="rte-preview-title">
            {t('content.editor.previewTitle')}
          </Typography.Text>
          {preview.removed.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t('content.editor.removed', { parts: preview.removed.join(', ') })}
              style={{ marginBottom: 8 }}
            />
          )}
          <div
            className="rich-text rte-member"
            data-testid="member-preview"
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </section>
      )}
      <Modal
        open={linking !== undefined}
        title={t('content.editor.addLink')}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        onOk={() => linkForm.submit()}
        onCancel={() => setLinking(undefined)}
        footer={(buttons) => (
          <Flex justify="space-between">
            {linking?.isEdit ? (
              <Button danger onClick={() => applyLink(null)}>
                {t('content.editor.unlink')}
              </Button>
            ) : (
              <span />
            )}
            <Flex gap={8}>{buttons}</Flex>
          </Flex>
        )}
        destroyOnHidden
      >
        <Form form={linkForm} layout="vertical" onFinish={({ href }) => applyLink(href.trim())}>
          <Form.Item
            name="href"
            label={t('content.editor.linkAddress')}
            extra={t('content.editor.linkHint')}
            rules={[
              {
                validator: (_, href: string = '') =>
                  SAFE_HTML_URI.test(href.trim()) && href.trim() !== 'https://'
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('content.editor.linkInvalid'))),
              },
            ]}
          >
            <Input autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
