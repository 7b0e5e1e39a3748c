import { Input } from '@mantine/core';
import { RichTextEditor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import '@mantine/tiptap/styles.css';

interface RichTextFieldProps {
  value: string;
  onChange(html: string): void;
  /** The field's name, shown above it (unless `hideLabel`) and read out by screen readers. */
  label: string;
  hideLabel?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  minHeight?: number;
  /** Offer section headings (h2, h3), for longer texts such as an event's help. */
  headings?: boolean;
  testId?: string;
}

/**
 * A rich-text field (Tiptap through @mantine/tiptap), in the chunk of the form that shows it. It offers only
 * what the server keeps (paragraphs, emphasis, lists, quotes, links, headings where asked for): the server
 * sanitises what it stores anyway. A value changed from outside (a form reset) replaces what the editor shows.
 */
export function RichTextField({ value, onChange, label, hideLabel = false, description, error, minHeight = 120, headings = false, testId }: RichTextFieldProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: headings ? { levels: [2, 3] } : false, code: false, codeBlock: false, horizontalRule: false, link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': label,
        ...(description ? { 'aria-describedby': `${id}-description` } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-errormessage': `${id}-error` } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
  });
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={hideLabel ? undefined : label}
      description={description}
      error={error}
      id={id}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} variant="subtle" mt={hideLabel ? 0 : 4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          {headings ? (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
          ) : null}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
