import {
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { SURFACE_TYPES, VISIBILITIES, WALL_STATUSES } from '@wallcraft/shared';
import { ZCreateWallRequest } from '@wallcraft/shared/schemas';
import { Link, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { LocationField } from '../../components/LocationField/LocationField';
import { MapPinPicker, type LatLng } from '../../components/MapPinPicker/MapPinPicker';
import { PageTitle } from '../../components/PageTitle';
import { errorCode, serverMessage } from '../../lib/errors';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SURFACE_OPTIONS, VISIBILITY_OPTIONS, WALL_STATUS_OPTIONS } from './wall-options';

type Surface = (typeof SURFACE_TYPES)[number];
type Visibility = (typeof VISIBILITIES)[number];
type Status = (typeof WALL_STATUSES)[number];

const EMPTY = {
  title: '',
  description: '',
  location: '',
  address: '',
  width: '' as number | string,
  height: '' as number | string,
  surfaceType: null as Surface | null,
  wallType: '',
  visibility: null as Visibility | null,
  status: 'available' as Status,
  images: [] as string[],
  pin: null as LatLng | null,
};
type Values = typeof EMPTY;

/** Empty size fields are sent as null; unchosen selects are null too. */
const feet = (value: number | string) => (value === '' ? null : Number(value));

/** Without a pin the server places the wall at the city its location names. */
function wallRequest({ pin, width, height, ...values }: Values) {
  return { ...values, width: feet(width), height: feet(height), ...(pin ?? {}) };
}

/** A client error the user can fix (400/403) shows the server's words; anything else a generic retry message. */
const CLIENT_ERRORS = new Set(['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED']);

/** List a new wall. Shown to any signed-in user; the server accepts wall owners only. */
export function CreateWallPage() {
  const navigate = useNavigate();
  const form = useRequestForm({ schema: ZCreateWallRequest, initialValues: EMPTY, toRequest: wallRequest });
  // A pin the location field set (a picked city, the device's position) follows the text: new text drops it.
  // One dropped on the map is the wall's own spot and stays.
  const [pinFromField, setPinFromField] = useState(false);
  const create = trpc.walls.create.useMutation({
    onSuccess: () => {
      toast({ title: 'Wall created successfully', message: 'Your wall has been listed on the marketplace' });
      navigate('/browse/walls');
    },
    // Only a refusal of what was typed is worth showing as the server worded it; anything else reads as a retry.
    meta: { errorToast: false },
    onError: (error) =>
      toast({
        title: 'Error creating wall',
        message: CLIENT_ERRORS.has(errorCode(error) ?? '')
          ? serverMessage(error, 'Please try again later')
          : 'Please try again later',
        variant: 'destructive',
      }),
  });

  return (
    <Container size="md" py="xl">
      <Button component={Link} to="/browse/walls" variant="subtle" mb="md" px={0}>
        ← BACK
      </Button>
      <PageTitle title="List a New Wall" subtitle="Tell artists and brands about your wall." />
      <Card component="form" onSubmit={form.onSubmit((request) => create.mutate(request))} noValidate p="lg">
        <Stack>
          <TextInput label="Wall Title" required {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocationField
              required
              value={{ location: form.values.location, ...form.values.pin }}
              onChange={({ location, latitude, longitude }) => {
                const set = latitude != null && longitude != null;
                form.setFieldValue('location', location);
                form.clearFieldError('location');
                if (set) form.setFieldValue('pin', { latitude, longitude });
                else if (pinFromField) form.setFieldValue('pin', null);
                setPinFromField(set);
              }}
              error={form.errors.location}
            />
            <TextInput label="Address" {...form.getInputProps('address')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Width (feet)" step={0.1} min={0} decimalScale={1} {...form.getInputProps('width')} />
            <NumberInput label="Height (feet)" step={0.1} min={0} decimalScale={1} {...form.getInputProps('height')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Surface Type" data={SURFACE_OPTIONS} clearable {...form.getInputProps('surfaceType')} />
            <TextInput
              label="Wall Type"
              placeholder="Exterior, interior, rooftop…"
              {...form.getInputProps('wallType')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Visibility" data={VISIBILITY_OPTIONS} clearable {...form.getInputProps('visibility')} />
            <Select label="Status" data={WALL_STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
          </SimpleGrid>
          <ImageUpload
            label="Wall Images"
            value={form.values.images}
            onChange={(urls) => form.setFieldValue('images', urls)}
            error={form.errors.images}
          />
          <MapPinPicker
            value={form.values.pin}
            onChange={(pin) => {
              form.setFieldValue('pin', pin);
              setPinFromField(false);
            }}
          />
          <Group justify="flex-end" mt="md">
            <Button component={Link} to="/browse/walls" variant="default">
              CANCEL
            </Button>
            <Button type="submit" loading={create.isPending}>
              LIST WALL
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
