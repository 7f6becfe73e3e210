import './app.css';
import { chosenLabels, FullPage } from '../../shared/full-page';
import { mount } from '../../shared/mount';

mount(<FullPage labels={chosenLabels()} />);
