type Props = {
  label: string;
  /** id of the list the button shows and hides. */
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  className?: string;
  chevronClassName?: string;
};

/** A button that shows or hides a sub-list of links, with a chevron that turns when open (via CSS). */
export default function DisclosureButton({label, controls, expanded, onToggle, className, chevronClassName}: Props) {
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {label}
      <svg className={chevronClassName} viewBox="0 0 12 12" aria-hidden="true" width="12" height="12">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );
}
