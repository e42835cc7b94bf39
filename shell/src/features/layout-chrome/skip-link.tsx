import { FormattedMessage } from 'react-intl';

/** Lets keyboard users jump over the navigation to the page content. */
export function SkipLink() {
  return (
    <a
      href="#mf-area"
      className="shell-skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('mf-area')?.focus();
      }}
    >
      <FormattedMessage id="shell.header.skipToContent" />
    </a>
  );
}
