import { Button, Card, Container, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { SURFACE_TYPES, VISIBILITIES, WALL_STATUSES } from '@wallcraft/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { MapPinPicker, type LatLng } from '../../components/MapPinPicker/MapPinPicker';
import { PageTitle } from '../../components/PageTitle';
import { errorCode, serverMessage } from '../../lib/errors';
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
};
type Values = typeof EMPTY;
type Errors = Partial<Record<'title' | 'location' | 'width' | 'height', string>>;

/** Empty size fields are sent as null; anything typed must be a positive number. */
const feet = (value: number | string) => (value === '' ? null : Number(value));

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.location.trim()) errors.location = 'Location is required';
  for (const key of ['width', 'height'] as const) {
    const n = feet(values[key]);
    if (n !== null && !(n > 0)) errors[key] = `${key === 'width' ? 'Width' : 'Height'} must be greater than 0`;
  }
  return errors;
}

/** A client error the user can fix (400/403) shows the server's words; anything else 'Please try again later'. */
const CLIENT_ERRORS = new Set(['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED']);

/** List a new wall. Shown to any signed-in user; the server accepts wall owners only. */
export function CreateWallPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(EMPTY);
  const [images, setImages] = useState<string[]>([]);
  const [pin, setPin] = useState<LatLng | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const create = trpc.walls.create.useMutation({
    onSuccess: async () => {
      toast({ title: 'Wall created successfully', message: 'Your wall has been listed on the marketplace' });
      await Promise.all([utils.walls.list.invalidate(), utils.walls.mine.invalidate()]);
      navigate('/browse/walls');
    },
    onError: (error) =>
      toast({
        title: 'Error creating wall',
        message: CLIENT_ERRORS.has(errorCode(error) ?? '') ? serverMessage(error, 'Please try again later') : 'Please try again later',
        variant: 'destructive',
      }),
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'title' | 'description' | 'location' | 'address' | 'wallType') => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({
      title: values.title.trim(),
      description: values.description.trim() || null,
      location: values.location.trim(),
      address: values.address.trim() || null,
      width: feet(values.width),
      height: feet(values.height),
      surfaceType: values.surfaceType,
      wallType: values.wallType.trim() || null,
      visibility: values.visibility,
      status: values.status,
      images,
      latitude: pin?.latitude ?? null,
      longitude: pin?.longitude ?? null,
    });
  }

  return (
    <Container size="md" py="xl">
      <Button component={Link} to="/browse/walls" variant="subtle" mb="md" px={0}>
        ← BACK
      </Button>
      <PageTitle title="List a New Wall" subtitle="Tell artists and brands about your wall." />
      <Card component="form" onSubmit={submit} noValidate p="lg">
        <Stack>
          <TextInput label="Wall Title" required {...text('title')} error={errors.title} />
          <Textarea classNames={{ label: 'wc-label' }} label="Description" autosize minRows={3} {...text('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Location" placeholder="City, State" required {...text('location')} error={errors.location} />
            <TextInput label="Address" {...text('address')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput classNames={{ label: 'wc-label' }} label="Width (feet)" step={0.1} min={0} decimalScale={1} value={values.width} onChange={(v) => set('width', v)} error={errors.width} />
            <NumberInput classNames={{ label: 'wc-label' }} label="Height (feet)" step={0.1} min={0} decimalScale={1} value={values.height} onChange={(v) => set('height', v)} error={errors.height} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select classNames={{ label: 'wc-label' }} label="Surface Type" data={SURFACE_OPTIONS} clearable value={values.surfaceType} onChange={(v) => set('surfaceType', v as Surface | null)} />
            <TextInput label="Wall Type" placeholder="Exterior, interior, rooftop…" {...text('wallType')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select classNames={{ label: 'wc-label' }} label="Visibility" data={VISIBILITY_OPTIONS} clearable value={values.visibility} onChange={(v) => set('visibility', v as Visibility | null)} />
            <Select classNames={{ label: 'wc-label' }} label="Status" data={WALL_STATUS_OPTIONS} allowDeselect={false} value={values.status} onChange={(v) => set('status', (v as Status | null) ?? 'available')} />
          </SimpleGrid>
          <ImageUpload label="Wall Images" value={images} onChange={setImages} />
          <MapPinPicker value={pin} onChange={setPin} />
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
