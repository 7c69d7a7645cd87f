import { Typography } from 'antd';

/** CMS text: lines separated by newlines (spec §3), each its own paragraph. */
export function ContentText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, index) => (
          <Typography.Paragraph key={index} style={{ marginBottom: 8 }}>
            {line}
          </Typography.Paragraph>
        ))}
    </>
  );
}
