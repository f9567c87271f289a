import styles from './styles.module.css';

/** A toast's title and message, in the form's fixed wording (ContactForm/toasts.tsx). */
export default function ToastMessage({title, description}: {title: string; description: string}) {
  return (
    <span className={styles.toast}>
      <strong className={styles.title}>{title}</strong>
      <span>{description}</span>
    </span>
  );
}
