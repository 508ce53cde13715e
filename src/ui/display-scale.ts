// Puts the remembered interface scale on the page as soon as this module
// loads (the lobby and every room import it once from main.ts), together with
// the stylesheet that turns --ui-scale into a zoom of the DOM layers.
import './display-scale.css';
import { applyUiScale, uiScaleStore } from './display-settings.ts';

applyUiScale(uiScaleStore.getState().scale);
