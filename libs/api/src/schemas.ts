import type { components } from './generated/schema';

// Names for the contract's schemas; the shapes themselves live only in openapi/.
type Schemas = components['schemas'];
export type Profile = Schemas['Profile'];
export type Credentials = Schemas['Credentials'];
export type HostConfig = Schemas['HostConfig'];
export type HostModule = Schemas['Module'];
export type Health = Schemas['Health'];
export type PollData = Schemas['PollData'];
export type PollItem = Schemas['PollItem'];
export type Message = Schemas['Message'];
export type MessageType = Schemas['MessageType'];
export type MessagePage = Schemas['MessagePage'];
export type MessageOptions = Schemas['MessageOptions'];
export type NotificationList = Schemas['NotificationList'];
export type Company = Schemas['Company'];
export type RegionNode = Schemas['RegionNode'];
export type RegionCounts = Schemas['RegionCounts'];
export type Home = Schemas['Home'];
export type KanBan = Schemas['KanBan'];
export type ResponseCode = Schemas['Code'];
export type SearchKind = Schemas['SearchKind'];
export type SearchGroup = Schemas['SearchGroup'];
