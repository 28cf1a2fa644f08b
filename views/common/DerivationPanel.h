#pragma once
#include <QTextBrowser>

namespace fleet {
struct Derivation;
}

namespace fleet::views {

// Shows how a number was obtained: formula, substituted inputs with units, result and seed section.
class DerivationPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit DerivationPanel(QWidget* parent = nullptr);
    void showDerivation(const fleet::Derivation* d, const QString& label);
    static QString toHtml(const fleet::Derivation& d, const QString& label);

private:
    QString m_html; // what is shown
};

} // namespace fleet::views
