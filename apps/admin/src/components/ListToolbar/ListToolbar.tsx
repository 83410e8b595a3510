import { Button, Group, Select, TextInput } from '@mantine/core';

import { enumLabel } from '../../lib/format';

export interface ToolbarSelect {
  label: string;
  value: string | undefined;
  /** The server's values; each shows as its label (or the value in capitals). */
  options: readonly string[];
  labels?: Record<string, string>;
  onChange: (value: string | undefined) => void;
  /** A filter can be cleared (any value); a sort cannot. */
  clearable?: boolean;
}

/**
 * Above a table: the search, the filters and the sort (the server does all three), and the CSV export of what
 * the table shows. Wraps onto several lines on a narrow screen instead of widening the page.
 */
export function ListToolbar({
  search,
  selects,
  exportHref,
}: {
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  selects: ToolbarSelect[];
  exportHref: string;
}) {
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label="Search"
        aria-label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 260 }}
      />
      {selects.map((select) => (
        <Select
          key={select.label}
          label={select.label}
          placeholder="Any"
          data={select.options.map((value) => ({ value, label: select.labels?.[value] ?? enumLabel(value) }))}
          value={select.value ?? null}
          onChange={(value) => select.onChange(value ?? undefined)}
          clearable={select.clearable ?? true}
          allowDeselect={select.clearable ?? true}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
        />
      ))}
      <Button component="a" href={exportHref} download variant="outline" color="dark" ml={{ xs: 'auto' }}>
        EXPORT CSV
      </Button>
    </Group>
  );
}
