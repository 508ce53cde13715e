// Every unit test reads texts in English from the real English catalog (as
// the page does after loading it), so a rules message ({ id, values }) and a
// view's descriptor print the same English a player reads.
import { i18n } from '@lingui/core';
import { messages } from '../../src/locales/en/messages.po';

i18n.loadAndActivate({ locale: 'en', messages });
