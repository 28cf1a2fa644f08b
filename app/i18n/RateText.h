#pragma once
// Tokens per second as a planner reads them: whole numbers from 100 up, three significant digits below (a
// million-token replica serves a few hundredths of a token per second per accelerator, which "0" hid). One rule for
// the Serving tab, the serving search's table and the CLI's (QLocale::c(): no group separators, a '.' decimal point).
#include <QLocale>
#include <QString>

namespace fleet::app {

inline QString rateText(double v, const QLocale& locale = QLocale())
{
    return v >= 100.0 ? locale.toString(v, 'f', 0) : locale.toString(v, 'g', 3);
}

} // namespace fleet::app
