import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Fact, SideCard } from '../../components/Detail/detail-parts';
import { EstimateSuppliesButton } from '../../components/SupplyEstimator/EstimateSuppliesButton';
import { upperOrTbd, visibilityLabel, wallDimensions } from '../../lib/project-format';
import { useLengthUnit } from '../../lib/units';
import type { RouterOutputs } from '../../lib/trpc';

type Wall = RouterOutputs['wallProjects']['get']['wall'];

/** The wall a wall project is painted on: its size, surface and visibility, and the supplies it would take. */
export function WallInfoCard({ wall }: { wall: Wall }) {
  const unit = useLengthUnit();
  return (
    <>
      <SideCard title="WALL INFORMATION">
        <Anchor component={Link} to={`/walls/${wall.id}`} fw={800} c="dark">
          {wall.title}
        </Anchor>
        <Fact label="DIMENSIONS" value={wallDimensions(wall.width, wall.height, unit)} />
        <Fact label="SURFACE TYPE" value={upperOrTbd(wall.surfaceType)} />
        <Fact label="VISIBILITY" value={visibilityLabel(wall.visibility)} />
      </SideCard>
      <EstimateSuppliesButton wall={wall} />
    </>
  );
}
