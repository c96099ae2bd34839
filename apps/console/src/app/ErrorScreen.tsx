import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

interface ErrorScreenProps {
  title: string;
  text: string;
  /** The one way on: reload, try again. */
  action: { label: string; onClick: () => void; loading?: boolean };
}

/** A page in place of one that could not be shown: what happened, and the one thing to do about it. */
export function ErrorScreen({ title, text, action }: ErrorScreenProps) {
  return (
    <Center minHeight="60vh" padding="6">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button colorPalette="brand" loading={action.loading} onClick={action.onClick}>
          {action.label}
        </Button>
      </Stack>
    </Center>
  );
}
