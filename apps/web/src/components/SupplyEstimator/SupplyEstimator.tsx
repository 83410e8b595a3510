import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CAN_COVERAGE_SQFT,
  COATS,
  estimateSupplies,
  formatArea,
  formatUsd,
  fromFeet,
  LENGTH_UNIT_LABELS,
  MAX_ESTIMATE_COLORS,
  SURFACE_NEEDS,
  SURFACE_TYPES,
  toFeet,
  type TSurfaceType,
} from '@wallcraft/shared';
import { ZEstimateRequest } from '@wallcraft/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cartFigures, priceCents, useCart } from '../../lib/cart';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useLengthUnit } from '../../lib/units';
import { trpc } from '../../lib/trpc';

export type Wall = { width: number | null; height: number | null; surfaceType: TSurfaceType | null };
/** The sides as typed, in the viewer's unit (feet or metres); the estimate takes them in feet. */
type Values = {
  widthFt: number | string;
  heightFt: number | string;
  surfaceType: string | null;
  colors: number | string;
};

const SURFACES = SURFACE_TYPES.map((value) => ({ value, label: value.toUpperCase() }));
const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);

/** The estimate's supplies as catalogue products: each slug read from the shop (batched into one request). */
function useSupplyProducts(slugs: readonly string[]) {
  const queries = trpc.useQueries((t) => slugs.map((slug) => t.shop.getProduct({ idOrSlug: slug })));
  return {
    products: new Map(queries.flatMap((query) => (query.data ? [[query.data.slug, query.data] as const] : []))),
    loading: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.error),
  };
}

function Estimate({ wall }: { wall: Wall }) {
  const unit = useLengthUnit();
  const [values, setValues] = useState<Values>({
    widthFt: wall.width != null ? fromFeet(wall.width, unit) : '',
    heightFt: wall.height != null ? fromFeet(wall.height, unit) : '',
    surfaceType: wall.surfaceType ?? 'other',
    colors: 3,
  });
  const [added, setAdded] = useState(false);
  const [adding, setAdding] = useState(false);
  const cart = useCart();
  const set = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }));
    setAdded(false);
  };

  // The same schema as the request it models: messages beside the fields, and an estimate only for valid input.
  const parsed = ZEstimateRequest.safeParse({
    widthFt: toFeet(asNumber(values.widthFt), unit),
    heightFt: toFeet(asNumber(values.heightFt), unit),
    surfaceType: values.surfaceType,
    colors: asNumber(values.colors),
  });
  const errorOf = (field: keyof Values) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  const estimate = parsed.success ? estimateSupplies(parsed.data) : null;
  const supplies = useSupplyProducts(estimate ? estimate.lines.map((line) => line.slug) : []);
  const lines = (estimate?.lines ?? []).flatMap((line) => {
    const product = supplies.products.get(line.slug);
    return product ? [{ ...line, product }] : [];
  });
  const complete = estimate !== null && lines.length === estimate.lines.length;

  const addToCart = async () => {
    setAdding(true);
    try {
      await cart.add(lines.map((line) => ({ product: line.product, quantity: line.quantity })));
      setAdded(true);
      toast({ title: 'ADDED TO CART', message: 'The supplies of this estimate are in your cart.' });
    } catch (error) {
      toast({ title: 'ERROR', message: errorText(error), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  const needs = parsed.success ? SURFACE_NEEDS[parsed.data.surfaceType] : null;
  return (
    <Stack>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={`Width (${unit})`}
          value={values.widthFt}
          onChange={(widthFt) => set({ widthFt })}
          min={0}
          decimalScale={2}
          error={values.widthFt === '' ? undefined : errorOf('widthFt')}
        />
        <NumberInput
          label={`Height (${unit})`}
          value={values.heightFt}
          onChange={(heightFt) => set({ heightFt })}
          min={0}
          decimalScale={2}
          error={values.heightFt === '' ? undefined : errorOf('heightFt')}
        />
        <Select
          label="Surface"
          data={SURFACES}
          value={values.surfaceType}
          onChange={(surfaceType) => set({ surfaceType })}
          allowDeselect={false}
        />
        <NumberInput
          label="Colours"
          value={values.colors}
          onChange={(colors) => set({ colors })}
          min={1}
          max={MAX_ESTIMATE_COLORS}
          allowDecimal={false}
          error={errorOf('colors')}
        />
      </SimpleGrid>

      {!estimate ? (
        <Text c="dimmed" size="sm">
          Enter the wall’s width and height in {LENGTH_UNIT_LABELS[unit].toLowerCase()} to see what it takes.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="estimate-breakdown">
          <Text fw={800}>
            {formatArea(estimate.areaSqFt, unit)} · {estimate.paintCans} CANS
            {estimate.primerGallons ? ` · ${estimate.primerGallons} GAL PRIMER` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            A can covers {CAN_COVERAGE_SQFT} sq ft a coat; {COATS} coats
            {needs && needs.paintFactor !== 1 ? `, × ${needs.paintFactor} for a porous surface` : ''}
            {needs?.primerSqFtPerGallon ? `; primer covers ${needs.primerSqFtPerGallon} sq ft a gallon` : ''}. Caps:{' '}
            {estimate.fatCaps} fat, {estimate.skinnyCaps} skinny.
          </Text>
          {supplies.failed ? (
            <Alert color="red" variant="light">
              Some supplies could not be read from the shop. Try again later.
            </Alert>
          ) : !complete ? (
            <Skeleton h={160} />
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {lines.map((line) => (
                    <Table.Tr key={line.slug}>
                      <Table.Td>
                        <Text size="sm" fw={700}>
                          {line.quantity} × {line.product.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.label}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" fw={800}>
                        {formatUsd(priceCents(line.product) * line.quantity)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {complete ? (
            <Text fw={900}>Supplies: {formatUsd(cartFigures(lines).subtotalCents)} (tax and shipping at checkout)</Text>
          ) : null}
        </Stack>
      )}

      <Group justify="flex-end" gap="xs">
        {added ? (
          <Button component={Link} to="/shop/cart" variant="outline" color="dark">
            VIEW CART
          </Button>
        ) : null}
        <Button onClick={() => void addToCart()} disabled={!complete || added} loading={adding}>
          {added ? 'IN YOUR CART' : 'ADD TO CART'}
        </Button>
      </Group>
    </Stack>
  );
}

/** The estimator's dialog (its own chunk: EstimateSuppliesButton.tsx loads it when first wanted). */
export function EstimateDialog({ wall, opened, onClose }: { wall: Wall; opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="ESTIMATE SUPPLIES" size="lg" fullScreen={phone}>
      {opened ? <Estimate wall={wall} /> : null}
    </Modal>
  );
}
