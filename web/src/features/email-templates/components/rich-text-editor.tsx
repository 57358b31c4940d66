import { Button, ButtonGroup, Divider, InputGroup, Menu, MenuItem, Popover, TextArea } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { MergeField } from '../../../../../domain/notification/notification-events';
import { TEMPLATE_TEXTS as T } from '../template-texts';

type RichTextEditorProps = Readonly<{
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  /** The chosen event type's merge fields (spec 3 §3.1); none until an event type is chosen. */
  mergeFields: readonly MergeField[];
}>;

type Tool = Readonly<{ label: string; icon: IconName; active: (editor: Editor) => boolean; run: (editor: Editor) => void }>;

// spec 3 §2.2: "bold, italic, underline, headings 1 and 2 (heading levels 1 to 3 allowed), alignment, bullet and
// numbered lists, links, and a raw HTML edit mode": the toolbar offers headings 1 and 2; a level 3 heading is kept
// when written in HTML mode or typed as '### ' (the editor and the server's sanitiser allow levels 1 to 3).
const TOOLS: readonly (readonly Tool[])[] = [
  [
    { label: T.bold, icon: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { label: T.italic, icon: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    {
      label: T.underline,
      icon: 'underline',
      active: (e) => e.isActive('underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
  ],
  ([1, 2] as const).map((level) => ({
    label: T.heading(level),
    icon: (['header-one', 'header-two'] as const)[level - 1]!,
    active: (e: Editor) => e.isActive('heading', { level }),
    run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  (['left', 'center', 'right'] as const).map((align) => ({
    label: { left: T.alignLeft, center: T.alignCenter, right: T.alignRight }[align],
    icon: `align-${align}` as const,
    active: (e: Editor) => e.isActive({ textAlign: align }),
    run: (e: Editor) => e.chain().focus().setTextAlign(align).run(),
  })),
  [
    {
      label: T.bulletList,
      icon: 'properties',
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      label: T.numberedList,
      icon: 'numbered-list',
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ],
];

const LinkTool = ({ editor }: { editor: Editor }) => {
  const [href, setHref] = useState('');
  const [open, setOpen] = useState(false);
  const apply = () => {
    if (href.trim()) editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
        setOpen(next);
      }}
      placement="bottom"
      content={
        <form
          className="template-editor__link"
          onSubmit={(event) => {
            // The popover is portalled, but React bubbles its submit to the template form: it must stop here.
            event.preventDefault();
            event.stopPropagation();
            apply();
          }}
        >
          <InputGroup aria-label={T.linkUrl} placeholder="https://" value={href} onValueChange={setHref} autoFocus />
          <Button type="submit" intent="primary" text={T.applyLink} />
          {editor.isActive('link') && (
            <Button
              text={T.removeLink}
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setOpen(false);
              }}
            />
          )}
        </form>
      }
    >
      <Button variant="minimal" icon="link" aria-label={T.link} title={T.link} active={editor.isActive('link')} />
    </Popover>
  );
};

/** The template body (spec 3 §2.2): TipTap's rich text, or its HTML to edit by hand; both write the same value. */
export const RichTextEditor = ({ id, label, value, onChange, invalid, mergeFields }: RichTextEditorProps) => {
  const [rawHtml, setRawHtml] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false, autolink: true }, codeBlock: false, code: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'template-editor__content' } },
    onUpdate: ({ editor: updated }) => onChange(updated.getHTML()),
  });
  // Re-render the toolbar when the selection's marks change (TipTap 3 does not re-render on every transaction).
  useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? TOOLS.flat()
            .map((tool) => tool.active(current))
            .join()
        : '',
  });

  const insert = (field: MergeField) => {
    const token = `{{${field.name}}}`;
    if (rawHtml) onChange(`${value}${token}`);
    else editor?.chain().focus().insertContent(token).run();
  };
  const switchMode = () => {
    if (rawHtml) editor?.commands.setContent(value, { emitUpdate: false });
    setRawHtml(!rawHtml);
  };

  return (
    <div className={`template-editor${invalid ? ' template-editor--invalid' : ''}`}>
      <div className="template-editor__toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {editor &&
          !rawHtml &&
          TOOLS.map((group, index) => (
            <ButtonGroup key={index}>
              {group.map((tool) => (
                <Button
                  key={tool.label}
                  variant="minimal"
                  icon={tool.icon}
                  aria-label={tool.label}
                  title={tool.label}
                  active={tool.active(editor)}
                  // The editor keeps the focus and the selection through a click: taken by the button, they came
                  // back only a frame later (tiptap focuses in requestAnimationFrame), and keys typed at once were lost.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => tool.run(editor)}
                />
              ))}
              {index === TOOLS.length - 1 && <LinkTool editor={editor} />}
            </ButtonGroup>
          ))}
        <Divider />
        <Popover
          placement="bottom-start"
          disabled={mergeFields.length === 0}
          content={
            <Menu aria-label={T.mergeFields}>
              {mergeFields.map((field) => (
                <MenuItem key={field.name} text={field.label} label={`{{${field.name}}}`} onClick={() => insert(field)} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" icon="insert" endIcon="caret-down" text={T.mergeFields} disabled={mergeFields.length === 0} />
        </Popover>
        <Button
          variant="minimal"
          icon="code"
          text={rawHtml ? T.richText : T.rawHtml}
          active={rawHtml}
          aria-pressed={rawHtml}
          onClick={switchMode}
        />
      </div>
      {rawHtml ? (
        <TextArea
          id={id}
          aria-label={`${label} HTML`}
          fill
          className="template-editor__html"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
};
