import { Text, Title } from '@mantine/core';

/** A screen's title (its only h1) and the dimmed line that says what the screen is for. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </>
  );
}
