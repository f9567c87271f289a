import type {StepItem} from '@site/src/components/Steps';

/** The five steps of Omnia's operating model, in order. */
export const OPERATING_STEPS: StepItem[] = [
  {
    title: "Find SAP's Gaps",
    description: "We map where SAP's own portfolio leaves customer needs unmet, and where your solution fills the gap.",
  },
  {
    title: 'Position ISVs',
    description: "We shape your story so SAP's account teams know exactly when and why to bring you into a deal.",
  },
  {
    title: 'Drive Visibility',
    description:
      'We put your solution in front of SAP sellers and leaders through daily engagement, enablement and events.',
  },
  {
    title: 'Execute GTM & Sales',
    description: 'We run co-sell plays with SAP account executives, from account mapping to joint customer meetings.',
  },
  {
    title: 'Close Deals',
    description: 'We stay in the opportunity with you and SAP until the contract is signed.',
  },
];
