import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { selectProfile, type SessionRootState } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { DetailList, Panel, UserAvatar } from '@om/ui';

/** The signed-in user's own profile (from the session the guard loaded). */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const profile = useSelector((state: SessionRootState) => selectProfile(state));
  if (!profile) return null;
  return (
    <Stack gap="5" maxWidth="2xl">
      <Heading as="h1" size="xl">
        {t('profile.title')}
      </Heading>
      <Panel>
        <HStack gap="4" marginBottom="5">
          <UserAvatar name={profile.name} src={profile.avatar} size="lg" />
          <Text fontSize="lg" fontWeight="semibold">
            {profile.name}
          </Text>
        </HStack>
        <DetailList
          rows={[
            { label: t('profile.username'), value: profile.username },
            { label: t('profile.company'), value: profile.company },
            { label: t('profile.role'), value: profile.group_name },
          ]}
        />
      </Panel>
    </Stack>
  );
}
