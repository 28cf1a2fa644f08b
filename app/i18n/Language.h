#pragma once
// The user-interface language: the system locale by default, a Preferences choice (QSettings
// "ui/language"), or --lang on the command line. Translations are compiled in (:/i18n/*.qm).
#include <QLocale>
#include <QString>

class QCoreApplication;

namespace fleet::app {

// "" = follow the system locale, "en", "zh_CN".
QString languageSetting();
void setLanguageSetting(const QString& code);

// The language actually used for `code` ("" = system): "zh_CN" when the locale is Chinese, else "en".
QString effectiveLanguage(const QString& code);

// Loads the FleetPlanner translator (and Qt's own, if installed) for `code` into the application and
// makes QLocale's default follow it, so numbers are formatted for that language. Returns the language
// in use. Call once, before creating widgets.
QString installTranslators(const QString& code);

} // namespace fleet::app
