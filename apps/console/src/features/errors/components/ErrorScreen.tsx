import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

export interface ErrorScreenProps {
  code: string;
  title: string;
  text: string;
  backLabel: string;
}

export function ErrorScreen({ code, title, text, backLabel }: ErrorScreenProps) {
  return (
    <Center as="main" minHeight="100vh" padding="6">
      <Stack align="center" gap="3" textAlign="center" maxWidth="md">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild colorPalette="brand">
          <Link to="/">{backLabel}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
