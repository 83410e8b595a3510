import { Anchor, Box, Group, Text } from '@mantine/core';
import { FOOTER_RIGHTS_LINE } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import classes from './Footer.module.css';

const LINKS = [
  { label: 'HELP', to: '/help-center' },
  { label: 'PRIVACY', to: '/privacy' },
  { label: 'TERMS', to: '/terms' },
  { label: 'FEEDBACK', to: '/feedback' },
  { label: 'CONTACT', to: '/contact' },
] as const;

export function Footer() {
  return (
    <Box component="footer" className={`${classes.footer} wc-on-ink`}>
      <Group justify="space-between" px={{ base: 'sm', sm: 'lg' }} py="lg" gap="md">
        <Group component="nav" aria-label="Footer" gap="lg">
          {LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Text size="sm" c="gray.5">
          {FOOTER_RIGHTS_LINE}
        </Text>
      </Group>
    </Box>
  );
}
