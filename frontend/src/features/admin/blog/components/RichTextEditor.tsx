import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { palette, spacing } from '../../../../config/theme';

interface RichTextEditorProps {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

/** Post editor (@tiptap/starter-kit). What it produces is what the server's sanitizer allows. */
export function RichTextEditor({ id, initialHtml, onChange, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        'aria-label': 'Conteúdo',
        role: 'textbox',
        'aria-multiline': 'true',
        style: 'min-height: 220px; outline: none;',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  const chain = () => editor!.chain().focus();
  const tool = (label: string, isActive: boolean, run: () => void, icon?: React.ReactNode, text?: string) => (
    <Tooltip title={label} key={label}>
      <Button
        size="small"
        type={isActive ? 'primary' : 'default'}
        aria-label={label}
        aria-pressed={isActive}
        icon={icon}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  );

  return (
    <div
      style={{ border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 8, background: palette.surface }}
    >
      <Space wrap size={spacing.xs} style={{ padding: spacing.sm, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tool('Negrito', active?.bold ?? false, () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool('Itálico', active?.italic ?? false, () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool('Tachado', active?.strike ?? false, () => chain().toggleStrike().run(), <StrikethroughOutlined />)}
        {tool('Título', active?.h2 ?? false, () => chain().toggleHeading({ level: 2 }).run(), undefined, 'H2')}
        {tool('Subtítulo', active?.h3 ?? false, () => chain().toggleHeading({ level: 3 }).run(), undefined, 'H3')}
        {tool('Lista', active?.bullet ?? false, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
        {tool(
          'Lista numerada',
          active?.ordered ?? false,
          () => chain().toggleOrderedList().run(),
          <OrderedListOutlined />,
        )}
        {tool('Citação', active?.quote ?? false, () => chain().toggleBlockquote().run(), undefined, '“ ”')}
      </Space>
      <div style={{ padding: spacing.md }}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
