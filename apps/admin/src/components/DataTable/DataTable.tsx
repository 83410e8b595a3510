import { Alert, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

import { formatError } from '../../lib/errors';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  error?: unknown;
  emptyText: string;
  /** Opens a row (its detail drawer): the row is clickable, and focusable with Enter to open it. */
  onRowClick?: (row: T) => void;
  /** The row's name for screen readers when it opens something. */
  rowLabel?: (row: T) => string;
  /** Paging, when the list is paged on the server (see useCursorPages): no handler, no such page. */
  page?: { number: number; onPrevious?: (() => void) | undefined; onNext?: (() => void) | undefined };
}

const SKELETON_ROWS = 5;

/** One table for every server list: loading skeleton, error, empty text, rows and the pager. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  emptyText,
  onRowClick,
  rowLabel,
  page,
}: DataTableProps<T>) {
  if (error) {
    return (
      <Alert color="red" title="Could not load this list" role="alert">
        {formatError(error)}
      </Alert>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header.toUpperCase()}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && !rows
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <Table.Tr key={i} data-testid="skeleton-row">
                    {columns.map((column) => (
                      <Table.Td key={column.header}>
                        <Skeleton height={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows?.map((row) => (
                  <Table.Tr
                    key={rowKey(row)}
                    {...(onRowClick && {
                      onClick: () => onRowClick(row),
                      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                        if (event.key === 'Enter') onRowClick(row);
                      },
                      tabIndex: 0,
                      role: 'button',
                      'aria-label': rowLabel?.(row),
                      style: { cursor: 'pointer' },
                    })}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {emptyText}
        </Text>
      )}
      {page && (page.onPrevious || page.onNext) && (
        <Group justify="center" mt="md">
          <Button variant="default" disabled={!page.onPrevious} onClick={page.onPrevious}>
            PREVIOUS
          </Button>
          <Text fw={700}>PAGE {page.number}</Text>
          <Button variant="default" disabled={!page.onNext} onClick={page.onNext}>
            NEXT
          </Button>
        </Group>
      )}
    </>
  );
}
