/**
 * WallCraft's mails as react-email templates: each gives a subject, an HTML part rendered from the Layout component
 * and a plain-text part written from the same words. React escapes every value put into the HTML; links are built
 * by the caller from WEB_ORIGIN.
 */
import { Body, Button, Container, Head, Heading, Html, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';

export type Rendered = { subject: string; html: string; text: string };

export type Footer = {
  /** The signed one-click link for this mail's category; absent on account mails, which cannot be turned off. */
  unsubscribeUrl?: string;
  /** Why this person gets this mail, in a few words ("messages", "payments"). */
  categoryLabel?: string;
  settingsUrl: string;
};

/** What every mail says: one heading, a few paragraphs, one action, and the footer saying why it was sent. */
type Content = {
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: Footer;
};

const ACCOUNT_REASON = 'You get this email because it is about your WallCraft account.';
const categoryReason = (footer: Footer) =>
  `You get this email because ${footer.categoryLabel ?? 'these'} emails are on in your settings.`;

const styles = {
  body: {
    margin: 0,
    padding: '24px',
    backgroundColor: '#f4f4f2',
    fontFamily: 'Helvetica,Arial,sans-serif',
    color: '#1a1a1a',
  },
  container: { maxWidth: '560px', margin: '0 auto' },
  wordmark: { fontSize: '16px', fontWeight: 700, letterSpacing: '0.08em', margin: '0 0 16px' },
  card: { backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px' },
  heading: { fontSize: '20px', margin: '0 0 16px' },
  paragraph: { fontSize: '16px', margin: '0 0 16px', lineHeight: 1.5 },
  button: {
    display: 'inline-block',
    backgroundColor: '#1a1a1a',
    color: '#ffffff',
    textDecoration: 'none',
    padding: '12px 20px',
    borderRadius: '6px',
    fontWeight: 600,
  },
  footer: { fontSize: '12px', color: '#666666', lineHeight: 1.5, margin: '16px 0 0' },
  footerLink: { color: '#555555', textDecorationLine: 'underline' },
} as const;

/** The look of every mail: the WALLCRAFT wordmark over a white card with one dark button, then the footer. */
function Layout({ heading, paragraphs, action, footer }: Content) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{heading}</title>
      </Head>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.wordmark}>WALLCRAFT</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {paragraphs.map((paragraph, i) => (
              <Text key={i} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
            <Button href={action.url} style={styles.button}>
              {action.label}
            </Button>
          </Section>
          <Text style={styles.footer}>
            {footer.unsubscribeUrl ? (
              <>
                {categoryReason(footer)}{' '}
                <Link href={footer.unsubscribeUrl} style={styles.footerLink}>
                  Unsubscribe from these emails
                </Link>
                {' · '}
                <Link href={footer.settingsUrl} style={styles.footerLink}>
                  Email settings
                </Link>
              </>
            ) : (
              ACCOUNT_REASON
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The plain-text part, written rather than derived from the HTML: html-to-text would shout the heading in capitals
 * and print links as "label url", where a reader (and a mail client linking them) wants "Unsubscribe: url".
 */
function plainText({ heading, paragraphs, action, footer }: Content): string {
  const lines = [heading, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.url}`, '', '--'];
  if (footer.unsubscribeUrl) {
    lines.push(categoryReason(footer));
    lines.push(`Unsubscribe: ${footer.unsubscribeUrl}`, `Email settings: ${footer.settingsUrl}`);
  } else {
    lines.push(ACCOUNT_REASON);
  }
  return `${lines.join('\n')}\n`;
}

async function mail(subject: string, content: Content): Promise<Rendered> {
  return { subject, html: await render(<Layout {...content} />), text: plainText(content) };
}

/** A notification worth an email: its own title and words, and a way back to it. */
export function notificationMail(
  input: { title: string; message: string; url: string },
  footer: Footer,
): Promise<Rendered> {
  return mail(input.title, {
    heading: input.title,
    paragraphs: [input.message],
    action: { label: 'Open WallCraft', url: input.url },
    footer,
  });
}

/**
 * A receipt: what happened, the figures line by line, a test-mode note when no real money moved, and the link to
 * the receipt page.
 */
export function receiptMail(
  input: { heading: string; message: string | null; lines: [string, string][]; testMode: boolean; url: string },
  footer: Footer,
): Promise<Rendered> {
  const paragraphs = [
    ...(input.message ? [input.message] : []),
    ...input.lines.map(([label, value]) => `${label}: ${value}`),
    ...(input.testMode ? ['TEST MODE: payments here are simulated; no real money moved.'] : []),
  ];
  return mail(input.heading, {
    heading: input.heading,
    paragraphs,
    action: { label: 'View receipt', url: input.url },
    footer,
  });
}

/** One mail for a conversation's messages in a window: how many are unread, not what they say. */
export function messagesMail(
  input: { senderName: string; unread: number; url: string },
  footer: Footer,
): Promise<Rendered> {
  const subject =
    input.unread === 1
      ? `New message from ${input.senderName}`
      : `${input.unread} new messages from ${input.senderName}`;
  const paragraph =
    input.unread === 1
      ? `${input.senderName} sent you a message on WallCraft.`
      : `${input.senderName} sent you ${input.unread} messages on WallCraft.`;
  return mail(subject, {
    heading: subject,
    paragraphs: [paragraph, 'Reply while the idea is fresh.'],
    action: { label: 'Read and reply', url: input.url },
    footer,
  });
}

export function confirmMail(input: { url: string; hours: number }, footer: Footer): Promise<Rendered> {
  return mail('Confirm your email for WallCraft', {
    heading: 'Confirm your email',
    paragraphs: [
      'Welcome to WallCraft. Confirm this address so we can reach you about applications, payments and your account.',
      `The link works once and for ${input.hours} hours. If you did not sign up, ignore this email.`,
    ],
    action: { label: 'Confirm my email', url: input.url },
    footer,
  });
}

export function resetMail(input: { url: string; minutes: number }, footer: Footer): Promise<Rendered> {
  return mail('Reset your WallCraft password', {
    heading: 'Choose a new password',
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your WallCraft account.',
      `The link works once and for ${input.minutes} minutes; choosing a new password signs you out everywhere. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    action: { label: 'Choose a new password', url: input.url },
    footer,
  });
}
