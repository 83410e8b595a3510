import { Checkbox, SimpleGrid, type CheckboxGroupProps } from '@mantine/core';

/**
 * A required choice among codes (a token's scopes, an endpoint's events): each box says in words what the code
 * allows or means, with the code itself beneath, two columns from a tablet up.
 */
export function CodeCheckboxGroup<Code extends string>({
  codes,
  labels,
  ...group
}: { codes: readonly Code[]; labels: Record<Code, string> } & Omit<CheckboxGroupProps, 'children'>) {
  return (
    <Checkbox.Group withAsterisk {...group}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {codes.map((code) => (
          <Checkbox key={code} value={code} label={labels[code]} description={code} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
