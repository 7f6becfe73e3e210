import '@dhanya/ui/styles-without-reset.css';
import { ButtonPage } from '../../shared/button-page';
import { mount } from '../../shared/mount';

mount(<ButtonPage />);
