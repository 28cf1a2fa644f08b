#include "CommandLine.h"

#include "document/Autosave.h"
#include "i18n/Language.h"

#include <QCoreApplication>

namespace fleet::app {

CommandLine::CommandLine()
    : builtinOnly(QStringLiteral("builtin-catalog"), QCoreApplication::translate("main", "Use the built-in catalog only.")),
      screenshot(QStringLiteral("screenshot"), QCoreApplication::translate("main", "Save a PNG of the main window and quit."), QStringLiteral("file.png")),
      tab(QStringLiteral("tab"), QCoreApplication::translate("main", "Show the centre tab with this index."), QStringLiteral("index")),
      page(QStringLiteral("page"), QCoreApplication::translate("main", "With --tab: show this page of the tab's own pages (the Fabric tab's Traffic: 1)."), QStringLiteral("index")),
      monteCarlo(QStringLiteral("monte-carlo"), QCoreApplication::translate("main", "With --screenshot: run the Monte Carlo first.")),
      compareWith(QStringLiteral("compare-preset"), QCoreApplication::translate("main", "Open the Compare tab against this preset."), QStringLiteral("name")),
      lang(QStringLiteral("lang"),
           //: Do not translate "zh_CN" and "en": they are the values of the option.
           QCoreApplication::translate("main", "User-interface language: zh_CN or en (default: the preference, else the system language)."),
           QStringLiteral("code")),
      search(QStringLiteral("search"), QCoreApplication::translate("main", "With --screenshot: run the design-space search first (a serving-only plan: the serving search).")),
      startupReport(QStringLiteral("startup-report"),
                    QCoreApplication::translate("main", "Print the time from start to the shown, evaluated main window and the resident memory, then quit.")),
      lecture(QStringLiteral("lecture"), QCoreApplication::translate("main", "Start in lecture mode (large fonts, high contrast).")),
      example(QStringLiteral("example"), QCoreApplication::translate("main", "Open the textbook examples and load this example."), QStringLiteral("id")),
      step(QStringLiteral("step"), QCoreApplication::translate("main", "With --example: show this step (from 1)."), QStringLiteral("n")),
      size(QStringLiteral("size"), QCoreApplication::translate("main", "With --screenshot: window size (default 1366x768)."), QStringLiteral("WxH")),
      autosaveSeconds(QStringLiteral("autosave-seconds"),
                      QCoreApplication::translate("main", "Autosave unsaved changes every N seconds (default: the setting, 30)."), QStringLiteral("N")),
      recover(QStringLiteral("recover"), QCoreApplication::translate("main", "Recover plans autosaved by a crashed session without asking.")),
      set(QStringLiteral("set"), QCoreApplication::translate("main", "Apply KEY=VALUE as an edit after start (repeatable)."), QStringLiteral("KEY=VALUE")),
      dumpScenario(QStringLiteral("dump-scenario"),
                   QCoreApplication::translate("main", "Write the plan as it is after start-up (recovery, --set) to this file and quit."),
                   QStringLiteral("file")),
      compareAccelerator(QStringLiteral("compare-accelerator"),
                         QCoreApplication::translate("main", "Overlay this catalog accelerator on the Roofline and Serving tabs."),
                         QStringLiteral("id")),
      userCatalog(QStringLiteral("user-catalog"),
                  QCoreApplication::translate("main", "Use this user catalog (SQLite) instead of the default one."),
                  QStringLiteral("file"))
{
    m_parser.setApplicationDescription(QCoreApplication::translate("main", "Plan machine-learning fleets."));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addOptions({builtinOnly, screenshot, tab, page, monteCarlo, compareWith, search, lang, lecture, example, step, size,
                         startupReport, autosaveSeconds, recover, set, dumpScenario, compareAccelerator, userCatalog});
    m_parser.addPositionalArgument(QStringLiteral("plan"), QCoreApplication::translate("main", "A .fleetplan file to open."));
}

namespace {

// A whole number within [lo, hi], checked on the text before any conversion to int can overflow.
bool inRange(const QString& text, qint64 lo, qint64 hi)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok && v >= lo && v <= hi;
}

QString rangeError(const QString& option, const QString& text, qint64 lo, qint64 hi)
{
    return QCoreApplication::translate("main", "--%1: '%2' is not a whole number from %3 to %4").arg(option, text).arg(lo).arg(hi);
}

} // namespace

QString CommandLine::process(const QCoreApplication& app)
{
    m_parser.process(app);
    if (isSet(lang) && value(lang) != QStringLiteral("en") && value(lang) != QStringLiteral("zh_CN"))
        return QCoreApplication::translate("main", "--lang: unknown language '%1'; use zh_CN or en").arg(value(lang));
    struct Bounded {
        const QCommandLineOption& option;
        qint64 lo, hi;
    };
    for (const Bounded& b : {Bounded{autosaveSeconds, Autosave::kMinIntervalSeconds, Autosave::kMaxIntervalSeconds}, Bounded{tab, 0, 99},
                             Bounded{step, 1, 9999}})
        if (isSet(b.option) && !inRange(value(b.option), b.lo, b.hi))
            return rangeError(b.option.names().constFirst(), value(b.option), b.lo, b.hi);
    if (isSet(size)) {
        const QStringList wh = value(size).split(u'x');
        if (wh.size() != 2 || !inRange(wh.at(0), kMinWindowSide, kMaxWindowSide) ||
            !inRange(wh.at(1), kMinWindowSide, kMaxWindowSide))
            return QCoreApplication::translate("main", "--size: '%1' is not WIDTHxHEIGHT with each from %2 to %3 pixels")
                .arg(value(size))
                .arg(kMinWindowSide)
                .arg(kMaxWindowSide);
    }
    return {};
}

QString CommandLine::languageFromArguments(const QStringList& rawArgs)
{
    // Screenshots are reproducible: English unless --lang says otherwise.
    QString code = rawArgs.contains(QStringLiteral("--screenshot")) ? QStringLiteral("en") : languageSetting();
    for (qsizetype i = 1; i < rawArgs.size(); ++i) {
        if (rawArgs.at(i) == QStringLiteral("--lang") && i + 1 < rawArgs.size())
            code = rawArgs.at(i + 1);
        else if (rawArgs.at(i).startsWith(QStringLiteral("--lang=")))
            code = rawArgs.at(i).mid(7);
    }
    return code;
}

} // namespace fleet::app
