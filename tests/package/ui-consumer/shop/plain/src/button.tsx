import '@dhanya/ui/styles.css';
import { ButtonPage } from '../../shared/button-page';
import { mount } from '../../shared/mount';

mount(<ButtonPage />);
