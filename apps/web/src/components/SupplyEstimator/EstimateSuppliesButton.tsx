import { Button } from '@mantine/core';
import { lazy } from 'react';
import { useLazyDialog } from '../../lib/lazy-dialog';
import type { Wall } from './SupplyEstimator';

const loadEstimator = () => import('./SupplyEstimator');
const EstimateDialog = lazy(() => loadEstimator().then((m) => ({ default: m.EstimateDialog })));

/**
 * ESTIMATE SUPPLIES on a wall's and a wall project's page: the shared estimateSupplies over the wall's size (feet)
 * and surface, and a number of colours, as cans, primer and caps from the catalogue, ready to add to the cart.
 * The estimator (its form, table and the catalogue's schemas) is fetched when first wanted.
 */
export function EstimateSuppliesButton({ wall }: { wall: Wall }) {
  const dialog = useLazyDialog(loadEstimator);
  return (
    <>
      <Button
        variant="outline"
        color="dark"
        size="md"
        fullWidth
        onClick={dialog.open}
        loading={dialog.loading}
        {...dialog.warm}
      >
        ESTIMATE SUPPLIES
      </Button>
      {dialog.wanted ? <EstimateDialog wall={wall} opened={dialog.opened} onClose={dialog.close} /> : null}
    </>
  );
}
