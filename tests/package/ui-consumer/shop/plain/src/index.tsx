import '@dhanya/ui/fonts.css';
import '@dhanya/ui/styles.css';
import { chosenLabels, FullPage } from '../../shared/full-page';
import { mount } from '../../shared/mount';

mount(<FullPage labels={chosenLabels()} />);
