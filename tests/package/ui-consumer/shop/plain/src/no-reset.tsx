import '@dhanya/ui/styles-without-reset.css';
import { ButtonPage } from '../../shared/button-page';
import { FullPage } from '../../shared/full-page';
import { mount } from '../../shared/mount';

// `?full`: every component of the full page, each of whose elements the scoped reset must reach.
mount(new URLSearchParams(location.search).has('full') ? <FullPage labels={undefined} /> : <ButtonPage />);
