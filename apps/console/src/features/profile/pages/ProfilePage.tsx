import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetUserInfoQuery } from '@om/api';
import { useTranslation } from '@om/i18n';
import { DetailList, PageLoading, Panel } from '@om/ui';
import { StoredAvatar } from '../../../shared/avatar/StoredAvatar';
import { AvatarForm } from '../components/AvatarForm';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';

/** The signed-in user's own account: details (GET /user/user_info), name and contact, picture, password. */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const { data: profile, isLoading, isError, refetch } = useGetUserInfoQuery();
  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (isError || !profile) {
    return (
      <Stack align="start" gap="3">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Text>{t('loadFailed')}</Text>
        <Button size="sm" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="5" maxWidth="5xl">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      <Panel>
        <HStack gap="4" marginBottom="5">
          <StoredAvatar name={profile.name} src={profile.avatar} size="lg" />
          <Stack gap="0">
            <Text fontSize="lg" fontWeight="semibold">
              {profile.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {profile.username}
            </Text>
          </Stack>
        </HStack>
        <DetailList
          rows={[
            { label: t('info.username'), value: profile.username },
            { label: t('info.company'), value: profile.company },
            { label: t('info.parent'), value: profile.parent_name },
            { label: t('info.role'), value: profile.group_name },
          ]}
        />
      </Panel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <ProfileForm key={profile.id} profile={profile} />
        <AvatarForm profile={profile} />
      </SimpleGrid>
      <PasswordForm />
    </Stack>
  );
}
