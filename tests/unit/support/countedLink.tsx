/**
 * A @docusaurus/Link that counts its renders. Every render of the real Link sets up a new
 * IntersectionObserver to prefetch its page, so a control that answers a tap should not render
 * links it does not change. Use it with
 * `jest.mock('@docusaurus/Link', () => jest.requireActual('<path>/support/countedLink'))`.
 */
const {default: Link} = jest.requireActual<typeof import('@docusaurus/Link')>('@docusaurus/Link');

const renders = {count: 0};

export default function CountedLink(props: Parameters<typeof Link>[0]) {
  // eslint-disable-next-line react-hooks/immutability -- counting renders is what this stand-in is for
  renders.count += 1;
  return <Link {...props} />;
}

/** How many links were rendered while `action` ran. */
export async function linkRendersDuring(action: () => Promise<unknown>): Promise<number> {
  renders.count = 0;
  await action();
  return renders.count;
}

/** How many links were rendered since the last count began. */
export const linkRenders = () => renders.count;
