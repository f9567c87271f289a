import type {IconName} from '@site/src/components/Icon';

export type OperatingStep = {title: string; description: string; icon: IconName};

/** The five steps of Omnia's operating model, in order. */
export const OPERATING_STEPS: OperatingStep[] = [
  {
    title: "Find SAP's Gaps",
    description: "We map where SAP's own portfolio leaves customer needs unmet, and where your solution fills the gap.",
    icon: 'search',
  },
  {
    title: 'Position ISVs',
    description: "We shape your story so SAP's account teams know exactly when and why to bring you into a deal.",
    icon: 'target',
  },
  {
    title: 'Drive Visibility',
    description: 'We put your solution in front of SAP sellers and leaders through daily engagement, enablement and events.',
    icon: 'sparkles',
  },
  {
    title: 'Execute GTM & Sales',
    description: 'We run co-sell plays with SAP account executives, from account mapping to joint customer meetings.',
    icon: 'rocket',
  },
  {
    title: 'Close Deals',
    description: 'We stay in the opportunity with you and SAP until the contract is signed.',
    icon: 'handshake',
  },
];
