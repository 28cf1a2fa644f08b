#include "i18n/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace fleet::app {

namespace {
const QString kKey = QStringLiteral("ui/language");
}

QString languageSetting() { return QSettings().value(kKey).toString(); }

void setLanguageSetting(const QString& code)
{
    QSettings s;
    if (code.isEmpty())
        s.remove(kKey);
    else
        s.setValue(kKey, code);
}

QString effectiveLanguage(const QString& code)
{
    if (code == QStringLiteral("en") || code == QStringLiteral("zh_CN"))
        return code;
    const QLocale sys = QLocale::system();
    return sys.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString installTranslators(const QString& code)
{
    const QString lang = effectiveLanguage(code);
    auto* app = QCoreApplication::instance();
    // English source strings still need the en translator for numerus forms ("1 failure" / "2 failures").
    auto* own = new QTranslator(app);
    if (own->load(QStringLiteral(":/i18n/fleetplanner_%1.qm").arg(lang)))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    if (lang != QStringLiteral("en")) {
        auto* qt = new QTranslator(app);
        if (qt->load(QStringLiteral("qtbase_%1").arg(lang), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        else
            delete qt;
    }
    const QLocale locale = lang == QStringLiteral("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                            : (QLocale::system().language() == QLocale::Chinese
                                                                   ? QLocale(QLocale::English, QLocale::UnitedStates)
                                                                   : QLocale::system());
    QLocale::setDefault(locale);
    return lang;
}

} // namespace fleet::app
