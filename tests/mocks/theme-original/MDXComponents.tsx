/** Stand-in for the classic theme's MDX registry: a couple of its entries. */
const MDXComponents = {
  a: (props: Record<string, unknown>) => <a {...props} />,
  p: (props: Record<string, unknown>) => <p {...props} />,
};

export default MDXComponents;
