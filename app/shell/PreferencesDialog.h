#pragma once
// Edit → Preferences…: the user-interface language (System / English / 简体中文), stored in QSettings
// ("ui/language"). The language is chosen at start-up, so a change takes effect on the next start.
#include <QDialog>

class QComboBox;

namespace fleet::app {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);
    QComboBox* languageBox() const { return m_language; }
    void accept() override;

private:
    QComboBox* m_language;
};

} // namespace fleet::app
