import { Center, Loader } from '@mantine/core';

export function CenteredLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader color="dark" type="bars" />
    </Center>
  );
}
